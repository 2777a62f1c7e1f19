/** An illustrated portrait: a stylised silhouette on the brand's shield. */
export function Portrait({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 240 260" width="240" height="260">
      <defs>
        <linearGradient id="portrait-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1f4fd1" />
          <stop offset="1" stopColor="#0d8a7a" />
        </linearGradient>
      </defs>
      <path
        d="M120 8 16 44v70c0 64 44 116 104 138 60-22 104-74 104-138V44L120 8Z"
        fill="url(#portrait-bg)"
      />
      <circle cx="120" cy="104" r="38" fill="#e8effd" />
      <path
        d="M52 214c10-40 36-62 68-62s58 22 68 62c-18 16-42 26-68 30-26-4-50-14-68-30Z"
        fill="#e8effd"
      />
      <path
        d="M98 160l22 26 22-26"
        fill="none"
        stroke="#0b1b33"
        strokeWidth="6"
        strokeLinejoin="round"
      />
    </svg>
  );
}
