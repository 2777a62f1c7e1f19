import { useTranslation } from 'react-i18next';
import { specPaths } from '../../../content/paths';
import { ButtonLink } from '../ButtonLink/ButtonLink';

/**
 * The actions of a page hero (children of PageHeader): Book a Demo and Contact Us, drawn for the
 * dark hero band, with their labels from common.
 */
export function HeroActions() {
  const { t } = useTranslation();
  return (
    <>
      <ButtonLink to={specPaths.bookDemo}>{t('cta.demo')}</ButtonLink>
      <ButtonLink to={specPaths.contact} variant="onDark">
        {t('cta.contact')}
      </ButtonLink>
    </>
  );
}
