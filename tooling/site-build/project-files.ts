/** What a build of the site reads (Parcel needs the lockfile to see the copy as a project root). */
export const PROJECT_FILES = [
  'src',
  'content',
  'shared',
  'locales',
  'static',
  'package.json',
  'package-lock.json',
  '.parcelrc',
  'tsconfig.json',
] as const;
