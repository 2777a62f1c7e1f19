import { ArticlePage } from './Article';

/** The article page at `specPaths.bestIrmSolutions` (its own route chunk). */
export default function BestIrmSolutions() {
  return <ArticlePage id="bestIrmSolutions" />;
}
