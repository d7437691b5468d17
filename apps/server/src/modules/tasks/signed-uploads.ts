import type { UploadPurpose } from '@dom/contract';
import { BYTES_PER_MB, type Permission, UPLOAD_LINK_MESSAGES, fileTooLargeMessage } from '@dom/domain';
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
  /** The address's id in the ledger (platform/files/upload-addresses.ts). */
  addressId: string;
  purpose: UploadPurpose;
  userId: string | null;
  fileName: string;
  accepts: UploadAccepts;
  maxMb: number;
}

/** The signer's subject of a task upload address: a namespace of its own (files use `file-upload:`). */
const subjectOf = (token: string) => `task-upload:${token}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const INVALID = UPLOAD_LINK_MESSAGES.invalid;

/**
 * Signed upload addresses (the `/s3/getSignedUrl`-style call of the upload purposes): the address
 * names an entry of the upload-address ledger (purpose, user, file name, the purpose's cap,
 * expiry), signed, so the upload itself needs no session. It is used once; the bytes are capped at
 * the purpose's size and sniffed against what the purpose accepts.
 */
export class SignedUploads {
  constructor(
    private readonly files: FilesService,
    private readonly signer: UrlSigner,
  ) {}

  async issue(caller: TaskCaller, body: { purpose: UploadPurpose; fileName: string }) {
    const rule = UPLOAD_PURPOSE_RULES[body.purpose];
    if (!caller.permissions.has(rule.permission)) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
    const address = await this.files.addresses.open({
      kind: 'task',
      purpose: body.purpose,
      fileName: body.fileName,
      issuedTo: caller.userId,
      maxBytes: rule.maxMb * BYTES_PER_MB,
      ttlSeconds: TTL_SECONDS,
    });
    const token = address.id;
    const expires = Math.floor(address.expiresAt.getTime() / 1000);
    const { signature } = this.signer.signUntil(subjectOf(token), expires);
    const query = new URLSearchParams({ token, expires: String(expires), signature });
    return {
      url: `/api/tasks/upload/signed?${query.toString()}`,
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  /**
   * Takes the address for its one upload by `sender`, the signed-in user who sends the file: 403
   * unless we signed it, it is unexpired and it was issued to the sender; 409 once used.
   */
  async take(
    sender: TaskCaller,
    q: { token: string; expires: number; signature: string },
  ): Promise<UploadGrant> {
    const verdict = this.signer.verify(subjectOf(q.token), q.expires, q.signature);
    if (!verdict.ok || !UUID.test(q.token))
      throw new AppError('FORBIDDEN', verdict.reason === 'expired' ? UPLOAD_LINK_MESSAGES.expired : INVALID);
    if (!sender.userId) throw new AppError('FORBIDDEN', INVALID);
    const address = await this.files.addresses.use({ kind: 'task', id: q.token, sender: sender.userId });
    const purpose = address.purpose as UploadPurpose;
    const rule = UPLOAD_PURPOSE_RULES[purpose];
    if (!rule) throw new AppError('FORBIDDEN', INVALID);
    return {
      addressId: address.id,
      purpose,
      userId: address.issuedTo,
      fileName: address.fileName,
      accepts: rule.accepts,
      maxMb: rule.maxMb,
    };
  }

  async store(grant: UploadGrant, file: { fileName: string; bytes: Buffer }) {
    if (file.bytes.length > grant.maxMb * BYTES_PER_MB) {
      const message = fileTooLargeMessage(file.fileName, grant.maxMb);
      throw new AppError('PAYLOAD_TOO_LARGE', message, { fields: [{ field: 'file', message }] });
    }
    const saved = await this.files.saveUpload({
      bytes: file.bytes,
      accepts: grant.accepts,
      name: grant.fileName,
      uploadedName: file.fileName,
      purpose: grant.purpose,
      uploadedBy: grant.userId,
    });
    await this.files.addresses.claimed(grant.addressId, saved.id);
    return { fileId: saved.id, fileName: saved.name, purpose: grant.purpose, sizeBytes: saved.sizeBytes };
  }
}
