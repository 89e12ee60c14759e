import type { ImageBase } from '@farm/contract';
import { PicturePicker } from '../ui/PicturePicker';

/**
 * A content form's pictures: the media library's picker (upload by dropping or choosing, on a phone from the
 * camera; move and remove by buttons). `base` is the folder the demo's own pictures of this kind live in.
 */
export function PictureInput(props: {
  id: string;
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  max?: number;
  error?: string | undefined;
  base: ImageBase;
}) {
  return <PicturePicker {...props} />;
}
