import { z } from 'zod';
import { appErrorSchema } from '../errors.ts';
import { addFieldIssue } from './field-issue.ts';

/** Where a profile points: our embedded bank, the provider's sandbox, or the real service. */
export const profileKinds = ['local-sandbox', 'provider-sandbox', 'production'] as const;
export const profileKindSchema = z.enum(profileKinds);
export type ProfileKind = z.infer<typeof profileKindSchema>;

/** The real service brands its two auth headers; each profile may rename them. */
export const headerNamesSchema = z.object({
  apiKey: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'v.header_name')
    .default('x-service-api-key'),
  accountId: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'v.header_name')
    .default('x-service-account-id'),
});
export type HeaderNames = z.infer<typeof headerNamesSchema>;

/**
 * How this profile's bank is asked to transfer to a Pix key: `sdk-v2` looks the key up first
 * (who receives is shown) and pays through `/baas/api/v2/transfers` with an idempotency key,
 * as the operator's SDK does; `spec-v1` pays through the spec's `/v1/pix/transfers`, to the key
 * alone, for a bank without those routes. Like the header names, a setting per profile.
 */
export const keyTransferRoutes = ['sdk-v2', 'spec-v1'] as const;
export const keyTransferRouteSchema = z.enum(keyTransferRoutes);
export type KeyTransferRoute = z.infer<typeof keyTransferRouteSchema>;

export const apiKeyStatusSchema = z.object({
  set: z.boolean(),
  /** Only the last four characters; the key itself never leaves the main process. */
  last4: z.string().nullable(),
});
export type ApiKeyStatus = z.infer<typeof apiKeyStatusSchema>;

export const certificateSummarySchema = z.object({
  subject: z.string(),
  issuer: z.string(),
  serialNumber: z.string(),
  notBefore: z.string(),
  notAfter: z.string(),
  fingerprint256: z.string(),
});
export type CertificateSummary = z.infer<typeof certificateSummarySchema>;

export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: profileKindSchema,
  baseUrl: z.string(),
  accountId: z.string(),
  headerNames: headerNamesSchema,
  keyTransferRoute: keyTransferRouteSchema,
  /** Extra CA the bank's server certificate is checked against (public; not a secret). */
  caPem: z.string().nullable(),
  apiKey: apiKeyStatusSchema,
  certificate: certificateSummarySchema.nullable(),
  /**
   * Set when the keychain could not be read (missing or locked): the credential status above
   * is then unknown, not "not set".
   */
  credentialsError: appErrorSchema.nullable(),
  lastSyncedAt: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

const baseUrlSchema = z
  .string()
  .trim()
  .min(1, 'v.required')
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'v.url')
  .transform((value) => value.replace(/\/+$/, ''));

/** True for an address on this computer: localhost, 127.0.0.0/8, [::1]. */
export function isLoopbackUrl(value: string): boolean {
  let host: string;
  try {
    host = new URL(value).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/** Creating or editing a remote profile. The local sandbox profile is managed by the app. */
export const profileInputSchema = z
  .object({
    id: z.string().optional(),
    name: z.string().trim().min(1, 'v.required').max(60, 'v.too_long'),
    kind: z.enum(['provider-sandbox', 'production']),
    baseUrl: baseUrlSchema,
    accountId: z.string().trim().min(1, 'v.required').max(40, 'v.too_long'),
    headerNames: headerNamesSchema.optional(),
    /** Absent: kept as it was (a new profile: `sdk-v2`). */
    keyTransferRoute: keyTransferRouteSchema.optional(),
    /** For a bank (usually a sandbox) whose server certificate comes from a private CA. */
    caPem: z
      .string()
      .trim()
      .regex(/^-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----$/, 'v.pem.certificate')
      .nullable()
      .optional(),
  })
  .superRefine((value, ctx) => {
    // Production traffic carries money and credentials: plain HTTP is never acceptable there.
    if (value.kind === 'production' && !value.baseUrl.startsWith('https://')) {
      addFieldIssue(ctx, ['baseUrl'], 'v.url.https');
    }
    // A provider sandbox still gets the API key: over plain HTTP it would travel in the
    // clear. Only this computer (a sandbox run locally) may be reached without TLS.
    if (
      value.kind === 'provider-sandbox' &&
      !value.baseUrl.startsWith('https://') &&
      !isLoopbackUrl(value.baseUrl)
    ) {
      addFieldIssue(ctx, ['baseUrl'], 'v.url.https_remote');
    }
  });
export type ProfileInput = z.input<typeof profileInputSchema>;

export const connectionCheckSchema = z.object({
  latencyMs: z.number(),
  /** Whether a client certificate was presented (needed for /v1/pix calls). */
  clientCertificate: z.boolean(),
});
export type ConnectionCheck = z.infer<typeof connectionCheckSchema>;

export const certificateSourceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('pem'),
    certPem: z.string().min(1, 'v.required'),
    keyPem: z.string().min(1, 'v.required'),
    passphrase: z.string().optional(),
  }),
  z.object({
    kind: z.literal('pkcs12'),
    /** The .p12/.pfx file, base64-encoded so it can cross either transport. */
    dataBase64: z.string().min(1, 'v.required'),
    passphrase: z.string(),
  }),
]);
export type CertificateSource = z.infer<typeof certificateSourceSchema>;
