import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { ffiecPlatform } from '../../../content/ffiec';
import { solutionsProblems } from '../../../content/solutions';
import { loadNamespaces } from '../../i18n/instance';
import { figuresIn, textIn } from '../../test/pageText';
import { renderExample } from '../../test/renderExample';
import { FeatureGrid } from './FeatureGrid';
import { tileCopy } from './tileCopy';

const text = textIn('en');

function Problems() {
  const { t } = useTranslation('solutions');
  return <FeatureGrid items={solutionsProblems} copy={tileCopy(t, 'problems.items')} />;
}

function Platform() {
  const { t } = useTranslation('ffiec');
  const figures = figuresIn('en');
  return <FeatureGrid items={ffiecPlatform} copy={tileCopy(t, 'platform.items', figures)} />;
}

beforeAll(() => loadNamespaces('en', ['solutions', 'ffiec']));

describe('tileCopy', () => {
  it('gives each tile its title and its sentence, with the inline markup as elements', () => {
    renderExample(<Problems />);
    const tiles = screen.getAllByRole('listitem');
    expect(tiles).toHaveLength(solutionsProblems.length);
    solutionsProblems.forEach(({ id }, index) => {
      const tile = tiles[index]!;
      expect(within(tile).getByRole('heading', { level: 3 })).toHaveTextContent(
        text(`solutions:problems.items.${id}.title`),
      );
      expect(tile.querySelector('p')).toHaveTextContent(
        text(`solutions:problems.items.${id}.text`),
      );
      expect(tile.querySelector('p strong')).not.toBeNull();
    });
  });

  it('does not compile for ids that lack a title or a text under the prefix', () => {
    const check = (t: TFunction<'solutions'>) =>
      // @ts-expect-error — solutions.json has no `problems.evidence.title`
      tileCopy(t, 'problems')('evidence');
    expect(check).toBeTypeOf('function');
  });

  it('fills in the values it is given', () => {
    renderExample(<Platform />);
    const figures = figuresIn('en');
    const tiles = screen.getAllByRole('listitem');
    ffiecPlatform.forEach(({ id }, index) => {
      const sentence = text(`ffiec:platform.items.${id}.text`, figures);
      expect(sentence).not.toMatch(/\{\{/);
      expect(tiles[index]!.querySelector('p')).toHaveTextContent(sentence);
    });
  });
});
