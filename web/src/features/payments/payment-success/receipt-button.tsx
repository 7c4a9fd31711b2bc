import FilePdfOutlined from "@ant-design/icons/FilePdfOutlined";
import Button from "antd/es/button";
import { useDownload } from "../../../shared/http/use-download";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { fetchReceiptPdf } from "../shared/payments-api";
import { usePaymentErrorPolicy } from "../shared/use-payment-error-policy";

/** The payment's receipt as a PDF, the one also mailed, for whoever keeps their papers on the phone. */
export function ReceiptButton({ paymentId }: { paymentId: string }) {
  const { t } = useI18n();
  const { busy, download } = useDownload(usePaymentErrorPolicy());
  return (
    <Button
      icon={<FilePdfOutlined aria-hidden />}
      loading={busy !== null}
      onClick={() => download("receipt", () => fetchReceiptPdf(paymentId), `receipt-${paymentId}.pdf`)}
    >
      {t("pay.success.receipt")}
    </Button>
  );
}
