/** The code as buyers type it, kept left to right in Arabic and Urdu. */
export function PromoCodeText({ code }: { code: string }) {
  return (
    <bdi dir="ltr" className="promo-code-text">
      {code}
    </bdi>
  );
}
