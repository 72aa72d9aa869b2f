import classes from './logo.module.css';

// ThemeIcon's look in CSS around Tabler's tools-kitchen-2 (outline, MIT) written out: the login page, which shows the
// logo, loads neither ThemeIcon nor the icon library.
const TALHERES = 'M19 3v12h-5c-.023 -3.681 .184 -7.406 5 -12m0 12v6h-1v-3m-10 -14v17m-3 -17v3a3 3 0 1 0 6 0v-3';

export function Logo({ size = 40 }: { size?: number }) {
  const icone = size * 0.6;
  return (
    <div className={classes.logo} style={{ width: size, height: size, minWidth: size, minHeight: size }} aria-hidden>
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={icone}
        height={icone}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={TALHERES} />
      </svg>
    </div>
  );
}
