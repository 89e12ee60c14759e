import { BACKUP_SOURCE_WORDS, adminBackupList, backupSizeWords } from '@farm/contract';
import { api } from '../api';
import { FormError } from '../ui/form';
import { shopDateTime } from '../ui/format';
import { useLoad } from '../ui/useLoad';
import { BackupDownload, BackupNow } from './BackupNow';
import { SettingsNav } from './SettingsNav';
import '../ui/content.css';

/** Backups (issue 36): take one now, and download the recent ones (the console's and the command line's). */
export function BackupsPage() {
  const backups = useLoad(() => api(adminBackupList, '/admin/backups'), 'backups');
  const last = backups.data?.last_taken_at;
  return (
    <>
      <div className="page-head">
        <h1>Backups</h1>
      </div>
      <SettingsNav />
      <p className="muted">
        A backup is the whole shop in one file: products, orders, customers, invoices, staff and pictures. It
        holds your customers’ personal data, so only an owner can take or download one. Keep a copy somewhere
        other than this machine; it is put back with <code>npm run db:restore</code>.
      </p>
      <section className="card" aria-labelledby="backup-now-title">
        <h2 id="backup-now-title">Take a backup</h2>
        <p>
          {last ? `The last backup was taken ${shopDateTime(last)}.` : 'No backup has been taken yet.'} It
          takes a moment; the shop waits for it.
        </p>
        <BackupNow onTaken={backups.reload} />
      </section>
      <section className="card" aria-labelledby="backups-title">
        <h2 id="backups-title">Recent backups</h2>
        {backups.status === 'failed' && <FormError>{backups.error}</FormError>}
        {backups.status === 'loading' && !backups.data && <p className="loading">Loading…</p>}
        {backups.data && backups.data.data.length === 0 && <p className="muted">None yet.</p>}
        {backups.data && backups.data.data.length > 0 && (
          <ul className="content-list">
            {backups.data.data.map((backup) => (
              <li key={backup.id}>
                <div>
                  {shopDateTime(backup.taken_at)}
                  <span className="sub">
                    From {BACKUP_SOURCE_WORDS[backup.source]}
                    {backup.taken_by ? ` by ${backup.taken_by}` : ''} · {backupSizeWords(backup.bytes)}
                  </span>
                </div>
                {backup.on_this_machine ? (
                  <BackupDownload backup={backup} />
                ) : (
                  <span className="muted">{backup.file_name}: no longer on this machine</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
