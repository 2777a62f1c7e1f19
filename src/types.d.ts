declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';

/*
 * Glob imports (Parcel's resolver-glob), as src/i18n/registry.ts uses them: an object keyed by
 * the `*` parts of the path. Real JSON files keep their own types (resolveJsonModule); these
 * patterns only type paths with a `*`, which match no file.
 */
declare module '*/language.json' {
  const files: Record<string, unknown>;
  export default files;
}
declare module '*.json' {
  const loaders: Record<string, Record<string, () => Promise<unknown>>>;
  export default loaders;
}
