import type { HomepageResponse } from '@farm/contract';
import { MAIN_CROP_CATEGORY } from '@farm/contract/constants';
import { MESSAGES } from '@farm/contract/messages';
import { storefrontPaths } from '@farm/contract/routes';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../shared/api/errors';
import { useBestYieldsQuery, useFurtherCropsQuery } from '../../shared/api/crops';
import { useHomepageQuery, useSiteQuery } from '../../shared/api/api';
import { PageMeta } from '../../shared/ui/PageMeta';
import { Spinner } from '../../shared/ui/Spinner';
import { useAfterFirstPaint, useStages } from '../../shared/lib/useAfterFirstPaint';
import { ErrorState } from '../../shared/ui/States';
import { shopFacts, ShopWords, type ShopText } from '../../layout/shopFacts';
import { currentLanguage } from '../../shared/i18n/language';
import { Banner } from './Banner';
import { Certificates } from './Certificates';
import { CropSection } from './CropSection';
import { AboutFarm, OurStory, WhatWeDo } from './FarmStory';
import { GalleryVideo } from './GalleryVideo';
import styles from './Home.module.css';
import { ValueAdded } from './ValueAdded';
import { VideoFeed } from './VideoFeed';

/** Home (section 2): banner, gallery video, about, story, certificates, what we do, crops, products, video feed. */
export function HomePage() {
  const { t } = useLingui();
  const home = useHomepageQuery();
  const { data: site } = useSiteQuery();
  // The shop's name in the page's language: the English (marked so) where the farm wrote no Malayalam one.
  const { name, tagline: taglineText } = shopFacts(site);
  const shop: ShopText = name ?? { text: t`our organic farm`, lang: undefined };
  // The description until the shop's facts arrive (or when it has no tagline in the page's language).
  const description = t`Cold-pressed oils, ghee, honey, pickles, spices and snacks from our family organic farm in Malappuram, Kerala, grown without chemicals and shipped across India.`;
  const tagline = currentLanguage() === 'ml' ? site?.tagline_mal.trim() : site?.tagline;
  // The sections under the banner (they fade in as they scroll into view anyway) come just after its first paint.
  const rest = useAfterFirstPaint(home.data !== undefined);
  // As the server writes the home page's head: the shop's name, and its tagline as the description.
  const meta = <PageMeta title={name?.text ?? t`Organic Farm Shop`} description={tagline || description} />;

  if (home.isLoading) {
    return (
      <div className="container page">
        {meta}
        <Spinner />
      </div>
    );
  }
  if (home.isError || !home.data) {
    return (
      <div className="container page">
        {meta}
        <h1 className="visually-hidden">
          <Trans>
            Welcome to <ShopWords value={shop} />
          </Trans>
        </h1>
        <ErrorState message={errorMessage(home.error, MESSAGES.homeFetchFailed)} />
      </div>
    );
  }

  const data = home.data;
  return (
    <div className={styles.home}>
      {meta}
      <Banner items={data.homeVideoInGallary} shop={shop} tagline={taglineText} />
      {rest ? <HomeSections data={data} shop={shop} channelUrl={site?.social.youtube} /> : null}
    </div>
  );
}

/** Everything under the banner, in the spec's order, drawn in three steps of three sections, one per frame. */
function HomeSections({
  data,
  shop,
  channelUrl,
}: {
  data: HomepageResponse;
  shop: ShopText;
  channelUrl: string | undefined;
}) {
  const { t } = useLingui();
  const bestYields = useBestYieldsQuery({ all: false });
  const furtherCrops = useFurtherCropsQuery({ all: false });
  const stage = useStages(true, 2);
  return (
    <>
      <GalleryVideo banners={data.homeVideoInGallary} videos={data.videoYoutube} channelUrl={channelUrl} />
      <AboutFarm shop={shop} />
      <OurStory />
      {stage >= 1 ? (
        <>
          <Certificates certificates={data.certificates} />
          <WhatWeDo />
          <CropSection
            id="home-best-yields"
            eyebrow={t`Grown in plenty`}
            title={t`Best Yields from Our Farm`}
            lead={t`The crops that fill most of our land and most of our year.`}
            query={bestYields}
            cropPath={(crop) => storefrontPaths.crop({ id: crop.id, category: MAIN_CROP_CATEGORY })}
            viewAll={{ to: '/mostharvestfromfarm', label: t`best-yield crops` }}
          />
        </>
      ) : null}
      {stage >= 2 ? (
        <>
          <ValueAdded categories={data.categories} products={data.products} />
          <CropSection
            id="home-further-crops"
            eyebrow={t`Extra harvest`}
            title={t`Further Crops and Farm Life`}
            lead={t`Fruit trees, herbs, flowers and the animals that share the farm with us.`}
            query={furtherCrops}
            cropPath={(crop) => `/extraharvestfromfarm/detail/${crop.id}`}
            viewAll={{ to: '/extraharvestfromfarm', label: t`further crops and farm activities` }}
          />
          <VideoFeed videos={data.videoYoutube} />
        </>
      ) : null}
    </>
  );
}
