import { useTranslation } from 'react-i18next';
import { specPaths } from '../../../content/paths';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { ExternalLink } from '../../components/ExternalLink/ExternalLink';
import styles from './BookDemo.module.css';

export interface BookingCalendarProps {
  /** The third-party calendar's address (`site.bookingUrl`); empty: booking is off. */
  url: string;
}

/**
 * The third-party booking calendar in a lazy frame, after a link that opens it in a new tab;
 * without a calendar address, a message and the contact link instead.
 */
export function BookingCalendar({ url }: BookingCalendarProps) {
  const { t } = useTranslation('bookDemo');
  if (!url) {
    return (
      <>
        <p className={styles.text}>{t('calendar.unavailable')}</p>
        <ButtonLink to={specPaths.contact} variant="secondary">
          {t('calendar.contact')}
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      <p className={styles.text}>{t('calendar.intro')}</p>
      {/* Before the 600 px frame: reached (and seen when zoomed) without passing through it. */}
      <p className={styles.fallback}>
        <ExternalLink href={url}>{t('calendar.fallback')}</ExternalLink>
      </p>
      <iframe className={styles.frame} src={url} title={t('calendar.frameTitle')} loading="lazy" />
    </>
  );
}
