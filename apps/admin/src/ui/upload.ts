import { MEDIA_FIELD, MEDIA_MAX_BYTES, MEDIA_MESSAGES, mediaUploaded, type MediaItem } from '@farm/contract';
import { ApiError } from '../api';

/**
 * Sends one picture to the media library. XMLHttpRequest rather than fetch: fetch cannot report upload progress,
 * and a phone photo on a rural line takes long enough that the farm should see it moving.
 */
export function uploadPicture(file: File, onProgress: (fraction: number) => void): Promise<MediaItem> {
  // Said before sending 20 MB over a slow line only to hear the same from the server.
  if (file.size === 0) return Promise.reject(new ApiError(422, MEDIA_MESSAGES.empty));
  if (file.size > MEDIA_MAX_BYTES) return Promise.reject(new ApiError(413, MEDIA_MESSAGES.tooLarge));
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/admin/media');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () =>
      reject(new ApiError(0, 'The shop could not be reached. Check the connection and try again.'));
    request.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(request.responseText);
      } catch {
        data = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        const parsed = mediaUploaded.safeParse(data);
        if (parsed.success) resolve(parsed.data.item);
        else reject(new ApiError(request.status, MEDIA_MESSAGES.uploadFailed));
        return;
      }
      const body = (data ?? {}) as { message?: string; errors?: Record<string, string[]> };
      reject(
        new ApiError(request.status, body.message ?? `The shop answered ${request.status}.`, body.errors),
      );
    };
    const form = new FormData();
    form.append(MEDIA_FIELD, file, file.name);
    request.send(form);
  });
}
