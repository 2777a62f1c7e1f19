import { useTranslation } from 'react-i18next';
import { specPaths } from '../../../content/paths';
import { CallToAction } from '../CallToAction/CallToAction';
import { ButtonLink } from '../ButtonLink/ButtonLink';

export interface ClosingCtaProps {
  /** The band's heading (the page's own invitation). */
  heading: string;
  /** One sentence under it. */
  text: string;
}

/** The band that ends a page: its invitation, then Book a Demo and Contact Us. */
export function ClosingCta({ heading, text }: ClosingCtaProps) {
  const { t } = useTranslation();
  return (
    <CallToAction heading={heading} text={text}>
      <ButtonLink to={specPaths.bookDemo}>{t('cta.demo')}</ButtonLink>
      <ButtonLink to={specPaths.contact} variant="secondary">
        {t('cta.contact')}
      </ButtonLink>
    </CallToAction>
  );
}
