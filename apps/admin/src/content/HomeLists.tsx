import {
  adminBanner,
  adminBannerList,
  adminCertificate,
  adminCertificateList,
  adminVideo,
  adminVideoList,
  bannerBody,
  certificateBody,
  videoBody,
} from '@farm/contract';
import { SortedList, type SortedListConfig } from './SortedList';

const certificates: SortedListConfig = {
  kind: 'certificates',
  title: 'certificates',
  noun: 'certificate',
  list: adminCertificateList,
  item: adminCertificate,
  body: certificateBody,
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'image', label: 'Picture of the certificate', kind: 'picture' },
  ],
  describe: (item, index) => item.title || `Certificate ${index + 1}`,
};

const videos: SortedListConfig = {
  kind: 'videos',
  title: 'video feed',
  noun: 'film',
  list: adminVideoList,
  item: adminVideo,
  body: videoBody,
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'image', label: 'Picture shown before it plays', kind: 'picture' },
    {
      name: 'video',
      label: 'Film link',
      kind: 'text',
      hint: 'A YouTube (https://) address, or /uploads/video/<file> for a film of the farm’s own.',
    },
  ],
  describe: (item, index) => item.title || `Film ${index + 1}`,
};

const banners: SortedListConfig = {
  kind: 'banners',
  title: 'home banner',
  noun: 'banner item',
  list: adminBannerList,
  item: adminBanner,
  body: bannerBody,
  fields: [
    { name: 'image', label: 'Picture (the poster when there is a film)', kind: 'picture' },
    {
      name: 'video',
      label: 'Looping film (optional)',
      kind: 'text',
      hint: 'The file name of a film in the video folder, e.g. farm-banner-loop.mp4. Leave empty for a picture.',
    },
  ],
  describe: (item, index) => (item.video ? `Film ${item.video}` : `Picture ${index + 1}`),
};

export const CertificatesPage = () => <SortedList config={certificates} />;
export const VideosPage = () => <SortedList config={videos} />;
export const BannerPage = () => <SortedList config={banners} />;
