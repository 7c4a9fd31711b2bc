import message from "antd/es/message";
import { useEffect } from "react";
import { attachToastHost } from "./toast";

export default function ToastHost() {
  const [api, holder] = message.useMessage({ maxCount: 3, duration: 4 });
  useEffect(
    () => attachToastHost(({ kind, content, duration }) => void api.open({ type: kind, content, duration })),
    [api],
  );
  return holder;
}
