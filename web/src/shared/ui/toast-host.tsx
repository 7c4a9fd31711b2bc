import message from "antd/es/message";
import { useEffect } from "react";
import { type LocalText, useI18n } from "../i18n/i18n-context";
import { attachToastHost } from "./toast";

function ToastText({ text }: { text: LocalText }) {
  return useI18n().say(text);
}

export default function ToastHost() {
  const [api, holder] = message.useMessage({ maxCount: 3, duration: 4 });
  useEffect(
    () =>
      attachToastHost(
        ({ kind, content, duration }) =>
          void api.open({ type: kind, content: <ToastText text={content} />, duration }),
      ),
    [api],
  );
  return holder;
}
