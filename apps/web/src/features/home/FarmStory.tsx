import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Reveal } from '../../shared/ui/Reveal';
import { ShopWords, type ShopText } from '../../layout/shopFacts';
import styles from './Home.module.css';
import { ArrowRight } from './bits';
import { ReadMoreButton, useReadMore } from './ReadMore';

/** About the farm: who we are and how we grow, with a link to the full About Us page. */
export function AboutFarm({ shop }: { shop: ShopText }) {
  const { t } = useLingui();
  const shopName = shop.text;
  return (
    <Reveal className={styles.section} aria-labelledby="home-about">
      <div className={`container ${styles.split}`}>
        <div className={styles.prose}>
          <p className={styles.eyebrow}>
            <Trans>Who we are</Trans>
          </p>
          <h2 id="home-about">
            <Trans>
              About <ShopWords value={shop} />
            </Trans>
          </h2>
          <p className={styles.clampedLong} data-more="">
            <Trans>
              {shopName} is a family farm in the green, rain-fed countryside of Malappuram district in Kerala.
              On our red laterite soil, coconut palms share the ground with pepper vines, banana, ginger,
              turmeric and a patch of paddy, the way mixed homestead farms have always been planted here.
            </Trans>
          </p>
          {/* On a phone the first lines say who we are; Read more below is the whole About Us page. */}
          <p className={styles.wideOnly} data-more="">
            <Trans>
              We keep the land alive without synthetic fertilisers or pesticides. Cow dung, compost, green
              leaves and neem cake feed the soil, the farm pond carries us through the dry months, and the
              hens, goats and bees do their part in the same cycle. What the family kitchen cannot use, we
              turn into the oils, pickles, honey and snacks you will find in this shop.
            </Trans>
          </p>
          <Link to="/aboutus" className={styles.textLink}>
            <Trans>
              Read more<span className="visually-hidden"> about {shopName}</span>
            </Trans>
            <ArrowRight />
          </Link>
        </div>
        <aside className={styles.factCard} aria-label={t`What you can count on`}>
          <h3>
            <Trans>What you can count on</Trans>
          </h3>
          <ul className={styles.checkList}>
            <li>
              <Trans>Grown without synthetic fertilisers or pesticides</Trans>
            </li>
            <li>
              <Trans>Picked by hand, in season, on our own land</Trans>
            </li>
            <li>
              <Trans>Made in small batches in our farm kitchen</Trans>
            </li>
            <li>
              <Trans>Packed by the family and sent straight to you</Trans>
            </li>
          </ul>
        </aside>
      </div>
    </Reveal>
  );
}

const CHAPTERS: { title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    title: msg`Three generations on one piece of land`,
    text: msg`Our grandfather planted the first coconut palms and the jackfruit trees that still shade the house. Every generation since has added something: a pepper garden, a cowshed, a few bee boxes.`,
  },
  {
    title: msg`Going back to the old way`,
    text: msg`Years of chemical fertiliser left the soil hard and tired, so we stopped. It took several patient seasons of compost, mulch and cover crops before the earthworms came back, and the harvests with them.`,
  },
  {
    title: msg`From our kitchen to yours`,
    text: msg`Neighbours began asking for a bottle of our coconut oil or a jar of mango pickle. Today a small team from the village presses, dries, pickles and packs every order by hand, for homes all over India.`,
  },
];

/** Our story: how the family farm came to be what it is. */
export function OurStory() {
  const { i18n, t } = useLingui();
  const more = useReadMore();
  return (
    <Reveal className={`${styles.section} ${styles.tinted}`} aria-labelledby="home-story">
      <div className="container">
        <div className={styles.heading}>
          <p className={styles.eyebrow}>
            <Trans>How it began</Trans>
          </p>
          <h2 id="home-story">
            <Trans>Our Story</Trans>
          </h2>
          <p className={styles.lead}>
            <Trans>
              We did not set out to start a brand. We set out to farm honestly, and the rest followed.
            </Trans>
          </p>
        </div>
        <ol className={styles.chapters} {...more.region}>
          {CHAPTERS.map((chapter, index) => (
            // On a phone the first chapter shows, and Read more opens the other two.
            <li
              key={index}
              className={`${styles.chapter} ${index > 0 ? styles.more : ''}`}
              {...(index > 0 ? { 'data-more': '' } : {})}
            >
              <span className={styles.chapterNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3>{i18n._(chapter.title)}</h3>
              <p className={styles.clamped} data-more="">
                {i18n._(chapter.text)}
              </p>
            </li>
          ))}
        </ol>
        <ReadMoreButton more={more} section={t`Our Story`} />
      </div>
    </Reveal>
  );
}

const ACTIVITIES: { title: MessageDescriptor; text: MessageDescriptor; icon: ReactNode }[] = [
  {
    title: msg`We grow without chemicals`,
    text: msg`Coconut, pepper, banana, spices and paddy, raised on compost, mulch and monsoon rain instead of synthetic fertilisers and sprays.`,
    icon: (
      <path
        d="M24 40V22m0 0c0-8 6-13 14-13 0 8-6 13-14 13zm0 6c0-6-5-10-11-10 0 6 5 10 11 10z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    ),
  },
  {
    title: msg`We care for our animals`,
    text: msg`Our cows, goats and country hens graze and forage in the open, and our bees work the flowering trees. Their manure goes straight back to the fields.`,
    icon: (
      <path
        d="M14 20c-4 0-6-3-6-6 4 0 7 1 8 4m18 2c4 0 6-3 6-6-4 0-7 1-8 4M16 18h16c2 0 4 2 4 5v9c0 5-5 8-12 8s-12-3-12-8v-9c0-3 2-5 4-5zm3 14h10M20 26h.01M28 26h.01"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    ),
  },
  {
    title: msg`We make value-added foods`,
    text: msg`Cold-pressed oils, ghee, honey, pickles, spice powders and chips, made in small batches in our farm kitchen from what we harvest.`,
    icon: (
      <path
        d="M17 8h14m-12 0v5l-5 6v19c0 1 1 2 2 2h16c1 0 2-1 2-2V19l-5-6V8M14 26h20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    ),
  },
  {
    title: msg`We sell near and far`,
    text: msg`Drop in at our food outlet in Malappuram district, or order here: we pack every parcel ourselves and ship it to your door anywhere in India.`,
    icon: (
      <path
        d="M6 14h22v18H6zm22 6h7l6 6v6H28M12 36a3 3 0 100-.01M34 36a3 3 0 100-.01"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    ),
  },
];

/** What we do: the farm's four kinds of work. */
export function WhatWeDo() {
  const { i18n, t } = useLingui();
  const more = useReadMore();
  return (
    <Reveal className={`${styles.section} ${styles.tinted}`} aria-labelledby="home-what">
      <div className="container">
        <div className={styles.heading}>
          <p className={styles.eyebrow}>
            <Trans>Seed to jar</Trans>
          </p>
          <h2 id="home-what">
            <Trans>What We Do</Trans>
          </h2>
          <p className={styles.lead}>
            <Trans>From seed to sealed jar, the work stays on the farm and in the family.</Trans>
          </p>
        </div>
        <ul className={styles.activities} {...more.region}>
          {ACTIVITIES.map((activity) => (
            <li key={activity.title.id} className={styles.activity}>
              <svg
                className={styles.activityIcon}
                viewBox="0 0 48 48"
                width="48"
                height="48"
                aria-hidden="true"
                focusable="false"
              >
                {activity.icon}
              </svg>
              <h3>{i18n._(activity.title)}</h3>
              {/* On a phone the four kinds of work are named, and Read more opens what each is. */}
              <p className={styles.more} data-more="">
                {i18n._(activity.text)}
              </p>
            </li>
          ))}
        </ul>
        <ReadMoreButton more={more} section={t`What We Do`} />
      </div>
    </Reveal>
  );
}
