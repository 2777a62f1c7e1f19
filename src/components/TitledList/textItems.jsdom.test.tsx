import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../i18n/instance';
import { englishKeys, textIn } from '../../test/pageText';
import { renderExample } from '../../test/renderExample';
import { TitledList } from './TitledList';
import { textItems } from './textItems';

const text = textIn('en');

function Levels() {
  const { t } = useTranslation('ncua');
  return (
    <TitledList ordered heading={t('profile.levelsHeading')} {...textItems(t, 'profile.levels')} />
  );
}

beforeAll(() => loadNamespaces('en', ['ncua']));

describe('textItems', () => {
  it('lists the group in the file’s order, with the inline markup as elements', () => {
    renderExample(<Levels />);
    const items = within(
      screen.getByRole('list', { name: text('ncua:profile.levelsHeading') }),
    ).getAllByRole('listitem');
    const ids = englishKeys('ncua', 'profile.levels');
    expect(items.map((item) => item.textContent)).toEqual(
      ids.map((id) => text(`ncua:profile.levels.${id}`)),
    );
    for (const item of items) expect(item.querySelector('strong')).not.toBeNull();
  });

  it('does not compile for a key that is not a group of the namespace', () => {
    const check = (t: TFunction<'ncua'>) =>
      // @ts-expect-error — profile.levelsHeading is a text, not a group
      textItems(t, 'profile.levelsHeading');
    expect(check).toBeTypeOf('function');
  });
});
