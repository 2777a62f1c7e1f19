import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { inlineMarkup } from '../../i18n/markup';
import { outlineOf, type OutlineBlock, type SectionTree } from '../../i18n/outline';
import type { Namespace } from '../../i18n/registry';
import layout from '../../styles/layout.module.css';
import { Section } from '../Section/Section';

/**
 * The keys are composed from the file's own structure, so tsc cannot check them; a page's test
 * renders every one (see Article.jsdom.test.tsx and the text page template's test).
 */
type ComposedT = (key: string, options?: Record<string, unknown>) => unknown;

export interface OutlineSectionsProps {
  /** The namespace whose `sections` are rendered, in its file's order (src/i18n/outline.ts). */
  ns: Namespace;
  /** Values for `{{variables}}` in the text besides the settings (e.g. the site's figures). */
  values?: Record<string, string>;
}

/**
 * A namespace's `sections`, each a `Section` (`<h2>`, alternately plain and tinted) holding its
 * paragraphs, `<h3>`s and lists as prose: the body of an article or of a plain text page. The
 * locale file's structure is the outline; adding a paragraph or a section is editing the file.
 */
export function OutlineSections({ ns, values }: OutlineSectionsProps) {
  const { t } = useTranslation(ns as never);
  const composed = t as unknown as ComposedT;
  const sections = composed('sections', { returnObjects: true });
  const outline =
    typeof sections === 'object' && sections !== null
      ? outlineOf(sections as Record<string, SectionTree>)
      : [];
  const text = (key: string) => (
    <Trans t={t} i18nKey={key as never} values={values} components={inlineMarkup} />
  );
  return outline.map((section, index) => (
    <Section
      key={section.id}
      id={section.id}
      heading={String(composed(`sections.${section.id}.heading`, values))}
      tone={index % 2 === 1 ? 'tinted' : 'plain'}
    >
      <div className={layout.prose}>
        {section.blocks.map((block) => (
          <Block
            key={block.id}
            block={block}
            text={(key) => text(`sections.${section.id}.${key}`)}
          />
        ))}
      </div>
    </Section>
  ));
}

function Block({ block, text }: { block: OutlineBlock; text: (key: string) => ReactNode }) {
  switch (block.kind) {
    case 'p':
      return <p>{text(block.id)}</p>;
    case 'h3':
      return <h3>{text(block.id)}</h3>;
    case 'ul':
    case 'ol': {
      const List = block.kind;
      return (
        <List className={block.kind === 'ol' ? layout.ordered : layout.list}>
          {block.items.map((item) => (
            <li key={item}>{text(`${block.id}.${item}`)}</li>
          ))}
        </List>
      );
    }
  }
}
