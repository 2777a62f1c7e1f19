import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { SERVICES_INITIALLY_SHOWN, services } from '../../../content/home';
import { LocalLink } from '../LocalLink/LocalLink';
import { Icon } from '../Icon/Icon';
import styles from './ServicesGrid.module.css';

/**
 * IRM Services: 12 cards. Below 640 px only the first 6 show until See More, which reveals the
 * rest and moves focus to the first newly shown card.
 */
export function ServicesGrid() {
  const { t } = useTranslation('home');
  const [showAll, setShowAll] = useState(false);
  const firstHidden = useRef<HTMLAnchorElement>(null);

  const seeMore = () => {
    flushSync(() => setShowAll(true));
    firstHidden.current?.focus();
  };

  return (
    <>
      <ul className={styles.grid} data-show-all={showAll || undefined}>
        {services.map((service, index) => (
          <li
            key={service.id}
            className={index >= SERVICES_INITIALLY_SHOWN ? styles.extra : styles.card}
          >
            <span className={styles.image}>
              <Icon name={service.img} size={32} />
            </span>
            <h3 className={styles.name}>
              <LocalLink
                ref={index === SERVICES_INITIALLY_SHOWN ? firstHidden : undefined}
                to={service.url}
                className={styles.link}
              >
                {t(`services.items.${service.id}`)}
              </LocalLink>
            </h3>
            <p className={styles.text}>{t(`services.descriptions.${service.id}`)}</p>
          </li>
        ))}
      </ul>
      {!showAll && (
        <button type="button" className={styles.seeMore} onClick={seeMore}>
          {t('services.seeMore')}
        </button>
      )}
    </>
  );
}
