import Button, { type ButtonProps } from "antd/es/button";
import type { MouseEvent } from "react";
import { useNavigate } from "react-router-dom";

type Props = Omit<ButtonProps, "href" | "onClick"> & { to: string; onNavigate?: () => void };

/** A real link (so it opens in a new tab and reads as a link) that navigates inside the app. */
export function ButtonLink({ to, onNavigate, ...rest }: Props) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate?.();
    navigate(to);
  };
  return <Button {...rest} href={to} onClick={onClick} />;
}
