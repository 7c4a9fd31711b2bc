import { Link } from "react-router-dom";
import { useBrand } from "../../shared/white-label/brand-context";

function DefaultLogo() {
  return (
    <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--m-primary)" />
      <path d="M40 14a18 18 0 1 0 10 31A15 15 0 1 1 40 14z" fill="#f5c451" />
    </svg>
  );
}

export function BrandMark() {
  const brand = useBrand();
  return (
    <Link to="/" className="brand-mark">
      {brand.logoUrl ? <img src={brand.logoUrl} alt="" width={32} height={32} /> : <DefaultLogo />}
      <span>{brand.name}</span>
    </Link>
  );
}
