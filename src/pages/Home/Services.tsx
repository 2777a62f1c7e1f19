import { Trans, useTranslation } from 'react-i18next';
import { SERVICES_INITIALLY_SHOWN, services } from '../../../content/home';
import { LinkCards } from '../../components/LinkCards/LinkCards';
import { inlineMarkup } from '../../i18n/markup';

/** IRM Services: 12 cards; below 640 px the first 6 until See More. */
export function Services() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  return (
    <LinkCards
      items={services.map((service) => ({
        id: service.id,
        to: service.url,
        icon: service.img,
        title: tc(`pages.${service.id}`),
        text: (
          <Trans t={t} i18nKey={`services.descriptions.${service.id}`} components={inlineMarkup} />
        ),
      }))}
      initiallyShown={SERVICES_INITIALLY_SHOWN}
      seeMoreLabel={t('services.seeMore')}
    />
  );
}
