import { Trans, useTranslation } from 'react-i18next';
import { faqGroups } from '../../../content/home';
import { Accordion } from '../../components/Accordion/Accordion';
import styles from './Faq.module.css';
import { inlineMarkup } from '../../i18n/markup';

/** Markup a FAQ answer may use: named tags only, so a translation cannot inject HTML or an href. */
const answerComponents = {
  ...inlineMarkup,
  list: <ul className={styles.list} />,
  item: <li />,
};

/**
 * Security & Privacy Reports: six groups of two questions; one group open at a time, none at
 * first, and pressing the open one closes it.
 */
export function Faq() {
  const { t } = useTranslation('home');
  return (
    <Accordion
      headingLevel={3}
      items={faqGroups.map((group) => ({
        id: group.id,
        title: t(`faq.groups.${group.id}.title`),
        content: group.items.map((item) => (
          <div key={item.id} className={styles.item}>
            <h4 className={styles.question}>
              {t(`faq.groups.${group.id}.items.${item.id}.question`)}
            </h4>
            <div className={styles.answer}>
              <Trans
                t={t}
                i18nKey={`faq.groups.${group.id}.items.${item.id}.answer`}
                components={answerComponents}
              />
            </div>
          </div>
        )),
      }))}
    />
  );
}
