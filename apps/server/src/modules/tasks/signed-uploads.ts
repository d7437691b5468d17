import type { UploadPurpose } from '@dom/contract';
import type { Permission } from '@dom/domain';
import { AppError } from '../../platform/errors';
import type { UploadAccepts } from '../../platform/files/content-sniff';
import type { FilesService } from '../../platform/files/files.service';
import type { UrlSigner } from '../../platform/files/url-signer';
import { FORBIDDEN_MESSAGE } from '../../platform/http/access';
import type { TaskCaller } from './tasks.service';

/** What each upload purpose of doc 3 §3 accepts and who may ask for its address. */
export const UPLOAD_PURPOSE_RULES: Record<
  UploadPurpose,
  { permission: Permission; accepts: UploadAccepts; maxMb: number }
> = {
  ENHANCER_DOCUMENTS: { permission: 'Allow_Enhancer_Upload', accepts: 'document', maxMb: 5 },
  SELLER_TDS_UPLOAD: { permission: 'Allow_Seller_Tds_Upload', accepts: 'document', maxMb: 5 },
  SELLER_CN_FOR_TOD: { permission: 'Allow_Tod_Upload', accepts: 'document', maxMb: 5 },
  OVERDUE_INVOICE_UPLOAD: { permission: 'Allow_Payment_Reminder_Send', accepts: 'spreadsheet', maxMb: 5 },
  UBS_SELLER_BILLS_UPLOAD: { permission: 'Allow_Seller_Payment_Upload', accepts: 'spreadsheet', maxMb: 5 },
  UPLOAD_PAYMENT_ADVICE: { permission: 'Allow_Factoring_Upload', accepts: 'spreadsheet', maxMb: 5 },
  MASTER_DATA_UPLOAD: { permission: 'Allow_Master_Data_Upload', accepts: 'spreadsheet', maxMb: 25 },
};

const TTL_SECONDS = 15 * 60;

export interface UploadGrant {
  purpose: UploadPurpose;
  userId: string | null;
  fileName: string;
  accepts: UploadAccepts;
  maxMb: number;
}

/**
 * Signed upload addresses (the `/s3/getSignedUrl`-style call of the upload purposes): the address
 * carries the purpose, the user and the file name, signed and expiring, so the upload itself needs
 * no session; the bytes are sniffed against what the purpose accepts.
 */
export class SignedUploads {
  constructor(
    private readonly files: FilesService,
    private readonly signer: UrlSigner,
  ) {}

  issue(caller: TaskCaller, body: { purpose: UploadPurpose; fileName: string }) {
    const rule = UPLOAD_PURPOSE_RULES[body.purpose];
    if (!caller.permissions.has(rule.permission)) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
    const token = Buffer.from(
      JSON.stringify({ p: body.purpose, u: caller.userId, n: body.fileName }),
      'utf8',
    ).toString('base64url');
    const { expires, signature } = this.signer.sign(`upload:${token}`, TTL_SECONDS);
    const query = new URLSearchParams({ token, expires: String(expires), signature });
    return {
      url: `/api/tasks/upload/signed?${query.toString()}`,
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  check(q: { token: string; expires: number; signature: string }): UploadGrant {
    const verdict = this.signer.verify(`upload:${q.token}`, q.expires, q.signature);
    if (!verdict.ok)
      throw new AppError(
        'FORBIDDEN',
        verdict.reason === 'expired'
          ? 'This upload link has expired. Ask for a new one.'
          : 'This upload link is not valid.',
      );
    const data = JSON.parse(Buffer.from(q.token, 'base64url').toString('utf8')) as {
      p: UploadPurpose;
      u: string | null;
      n: string;
    };
    const rule = UPLOAD_PURPOSE_RULES[data.p];
    return { purpose: data.p, userId: data.u, fileName: data.n, accepts: rule.accepts, maxMb: rule.maxMb };
  }

  async store(grant: UploadGrant, file: { fileName: string; bytes: Buffer }) {
    const saved = await this.files.saveUpload({
      bytes: file.bytes,
      accepts: grant.accepts,
      name: grant.fileName,
      uploadedName: file.fileName,
      purpose: grant.purpose,
      uploadedBy: grant.userId,
    });
    return { fileId: saved.id, fileName: saved.name, purpose: grant.purpose, sizeBytes: saved.sizeBytes };
  }
}
