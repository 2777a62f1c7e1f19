import { ArticlePage } from './Article';

/** The article page at `specPaths.cybersecuritySolutions` (its own route chunk). */
export default function CybersecuritySolutions() {
  return <ArticlePage id="cybersecuritySolutions" />;
}
