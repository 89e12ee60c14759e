import type { ProductCrop, ProductSummary, Season } from '@farm/contract';
import { storefrontPaths } from '@farm/contract/routes';
import { SEASON_WORDS, monthsToMask, seasonLine, seasonText } from '@farm/contract/season-words';
import { Link } from 'react-router';
import { inPageLanguage } from '../i18n/content';
import { currentLanguage } from '../i18n/language';
import { ProductCard } from './ProductCard';
import styles from './Season.module.css';

/**
 * "In season now" or "Next harvest: March–April", and the farm's note, in the page's language; nothing for a product
 * or crop sold all year. Worked out here from the months (contract `seasonLine`, the month in Kerala) rather than by
 * the server: the product's answer is cached until the content changes, and the month may turn meanwhile.
 */
export function SeasonLine({ season, at }: { season: Season | null; at?: Date }) {
  if (!season) return null;
  const language = currentLanguage();
  const mask = monthsToMask(season.months);
  const line = seasonLine(mask, at);
  const text = seasonText(mask, language, at);
  if (!line || !text) return null;
  const note = inPageLanguage(season.note, season.note_mal, language);
  return (
    <p className={styles.season}>
      <span className={`${styles.badge} ${line.kind === 'now' ? styles.now : ''}`}>{text}</span>
      {note.text ? (
        <span className={styles.note} lang={note.lang}>
          {note.text}
        </span>
      ) : null}
    </p>
  );
}

/** "Made from: Black Pepper": the crops a product is made from, each a link to its page. */
export function MadeFrom({ crops }: { crops: ProductCrop[] }) {
  if (crops.length === 0) return null;
  const words = SEASON_WORDS[currentLanguage()];
  return (
    <p className={styles.madeFrom}>
      {words.madeFrom}:{' '}
      {crops.map((crop) => {
        const name = inPageLanguage(crop.name, crop.name_mala);
        return (
          <Link key={crop.id} to={storefrontPaths.crop(crop)} lang={name.lang}>
            {name.text}
          </Link>
        );
      })}
    </p>
  );
}

/** The product page's season line and "Made from" links (one line in ProductPage). */
export function ProductSeason({ product }: { product: { season: Season | null; crops: ProductCrop[] } }) {
  return (
    <>
      <SeasonLine season={product.season} />
      <MadeFrom crops={product.crops} />
    </>
  );
}

/** A crop page's "Products made from Black Pepper": the shop's products made from it, as cards. */
export function CropProducts({ cropName, products }: { cropName: string; products: ProductSummary[] }) {
  if (products.length === 0) return null;
  const words = SEASON_WORDS[currentLanguage()];
  return (
    <section className={styles.products} aria-labelledby="crop-products">
      <h2 id="crop-products">{words.productsMadeFrom(cropName)}</h2>
      <div className={styles.grid}>
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    </section>
  );
}
