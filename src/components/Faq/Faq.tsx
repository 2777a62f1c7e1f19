import { Trans, useTranslation } from 'react-i18next';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';
import { faqGroups } from '../../../content/home';
import { Chevron } from '../Chevron/Chevron';
import styles from './Faq.module.css';

/** Markup a FAQ answer may use: named tags only, so a translation cannot inject HTML or an href. */
const answerComponents = {
  strong: <strong />,
  list: <ul className={styles.list} />,
  item: <li />,
};

/**
 * Security & Privacy Reports: six groups of two questions; one group open at a time, none at
 * first, and clicking the open one closes it (React Aria DisclosureGroup).
 */
export function Faq() {
  const { t } = useTranslation('home');
  return (
    <DisclosureGroup className={styles.group}>
      {faqGroups.map((group) => (
        <Disclosure key={group.id} id={group.id} className={styles.disclosure}>
          <Heading level={3} className={styles.heading}>
            <Button slot="trigger" className={styles.trigger}>
              {t(`faq.groups.${group.id}.title`)}
              <Chevron className={styles.chevron} />
            </Button>
          </Heading>
          <DisclosurePanel className={styles.panel}>
            {group.items.map((item) => (
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
            ))}
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
