import { backupSizeWords, backupTaken, type AdminBackup } from '@farm/contract';
import { useState } from 'react';
import { api, fileUrl } from '../api';
import { FormMessage, refusalOf } from '../ui/form';

/** A backup's download, by the name the server recorded (never a path: the server looks the name up). */
export const backupHref = (fileName: string) => fileUrl(`/admin/backups/${encodeURIComponent(fileName)}`);

/** The link that downloads a backup, naming its file and size. */
export function BackupDownload({ backup }: { backup: Pick<AdminBackup, 'file_name' | 'bytes'> }) {
  return (
    <a className="button" href={backupHref(backup.file_name)} download>
      Download {backup.file_name} ({backupSizeWords(backup.bytes)})
    </a>
  );
}

/**
 * "Take a backup now": the server writes the whole shop (database and pictures) into its backups folder, then the
 * file can be downloaded. Used on the Backups page and, as the step before clearing the demo, on Start afresh.
 */
export function BackupNow({
  label = 'Take a backup now',
  onTaken,
}: {
  label?: string;
  onTaken?: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ error?: string; done?: string }>({});
  const [taken, setTaken] = useState<AdminBackup | undefined>();

  async function take() {
    setBusy(true);
    setSaid({});
    try {
      const answer = await api(backupTaken, '/admin/backups', { method: 'POST' });
      setTaken(answer.backup);
      setSaid({ done: answer.message });
      onTaken?.();
    } catch (failure) {
      setSaid({ error: refusalOf(failure).form });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="backup-now">
      <div className="actions">
        <button className="button primary" type="button" disabled={busy} onClick={() => void take()}>
          {busy ? 'Taking a backup…' : label}
        </button>
        {taken && <BackupDownload backup={taken} />}
      </div>
      <FormMessage error={said.error} done={said.done} />
    </div>
  );
}
