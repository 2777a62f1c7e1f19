import { CalendarCheck } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { site } from '../../../content/site';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import layout from '../../styles/layout.module.css';
import { BookingCalendar } from './BookingCalendar';
import { keysOf } from '../../i18n/lists';
import { inlineMarkup } from '../../i18n/markup';

/**
 * Book a Demo: what the demo covers, then the third-party calendar (`BOOKING_URL`). The hero has
 * no Book a Demo / Contact buttons (PageHero's): the first would link to this page itself.
 */
export default function BookDemo() {
  const { t } = useTranslation('bookDemo');
  return (
    <>
      <PageHeader
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={<p>{t('hero.lead')}</p>}
        art={CalendarCheck}
      />
      <Section heading={t('covers.heading')} intro={t('covers.intro')}>
        <ul className={layout.list}>
          {keysOf(t('covers.items', { returnObjects: true })).map((id) => (
            <li key={id}>
              <Trans t={t} i18nKey={`covers.items.${id}`} components={inlineMarkup} />
            </li>
          ))}
        </ul>
      </Section>
      <Section heading={t('calendar.heading')} id="calendar" tone="tinted" landmark>
        <BookingCalendar url={site.bookingUrl} />
      </Section>
    </>
  );
}
