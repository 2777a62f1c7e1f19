import { ArticlePage } from './Article';

/** The article page at `specPaths.whyChooseIrm` (its own route chunk). */
export default function WhyChooseIrm() {
  return <ArticlePage id="whyChooseIrm" />;
}
