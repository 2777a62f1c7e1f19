import { Trans, useTranslation } from 'react-i18next';
import { Accordion } from '../../components/Accordion/Accordion';
import { keysOf } from '../../i18n/lists';
import { inlineMarkup } from '../../i18n/markup';
import styles from './Documents.module.css';

/** The 22 general policies' accordion (a part of its own: see the page). */
export function GeneralPolicies() {
  const { t } = useTranslation('documents');
  return (
    <Accordion
      headingLevel={3}
      allowsMultipleExpanded
      items={keysOf(t('general.items', { returnObjects: true })).map((id) => ({
        id,
        title: t(`general.items.${id}.title`),
        content: (
          <div className={styles.panel}>
            <p>{t(`general.items.${id}.text`)}</p>
          </div>
        ),
      }))}
    />
  );
}

/** The 6 FFIEC/NCUA required policies' accordion, each with its requirement (see the page). */
export function RequiredPolicies() {
  const { t } = useTranslation('documents');
  return (
    <Accordion
      headingLevel={3}
      allowsMultipleExpanded
      items={keysOf(t('required.items', { returnObjects: true })).map((id) => ({
        id,
        title: <Trans t={t} i18nKey={`required.items.${id}.title`} components={inlineMarkup} />,
        content: (
          <div className={styles.panel}>
            <p>
              <Trans t={t} i18nKey={`required.items.${id}.text`} components={inlineMarkup} />
            </p>
            <p className={styles.basis}>
              <strong>{t('required.basisLabel')}</strong>{' '}
              <Trans t={t} i18nKey={`required.items.${id}.basis`} components={inlineMarkup} />
            </p>
          </div>
        ),
      }))}
    />
  );
}
