import DeleteOutlined from "@ant-design/icons/DeleteOutlined";
import Button from "antd/es/button";
import Popconfirm from "antd/es/popconfirm";

/** A bin button that asks before it takes someone or something off the team. */
export function ConfirmedRemove(props: {
  confirm: string;
  label: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <Popconfirm title={props.confirm} onConfirm={props.onConfirm}>
      <Button type="text" danger icon={<DeleteOutlined />} aria-label={props.label} loading={props.busy} />
    </Popconfirm>
  );
}
