import { randomUUID } from 'node:crypto';
import { http, HttpResponse } from 'msw';

/**
 * Secrets Manager and CloudFront's key-value store as their HTTP APIs answer, for msw: enough of
 * each (versions and stages; keys with an ETag) to run the origin-verify rotation and the
 * functions' run-time reads against them, as in AWS. At the edge of the internet only.
 */
export class FakeSecretsManager {
  /** versionId -> { value, stages } per secret id. */
  private readonly secrets = new Map<string, Map<string, { value: string; stages: string[] }>>();
  /** Every GetSecretValue, as `id@stage`. */
  readonly reads: string[] = [];

  create(secretId: string, value: string): void {
    this.secrets.set(secretId, new Map([[randomUUID(), { value, stages: ['AWSCURRENT'] }]]));
  }

  current(secretId: string): string | undefined {
    return [...(this.secrets.get(secretId)?.values() ?? [])].find((v) =>
      v.stages.includes('AWSCURRENT'),
    )?.value;
  }

  readonly handler = http.post(
    'https://secretsmanager.us-east-1.amazonaws.com/',
    async ({ request }) => {
      const action = request.headers.get('x-amz-target')?.replace('secretsmanager.', '');
      const body = (await request.json()) as Record<string, unknown>;
      const id = String(body.SecretId);
      const versions = this.secrets.get(id);
      if (!versions) return notFound();
      switch (action) {
        case 'GetSecretValue': {
          const stage = String(body.VersionStage ?? 'AWSCURRENT');
          this.reads.push(`${id}@${stage}`);
          const entry = [...versions].find(
            ([versionId, v]) =>
              (body.VersionId === undefined || body.VersionId === versionId) &&
              v.stages.includes(stage),
          );
          if (!entry) return notFound();
          return HttpResponse.json({ ARN: id, VersionId: entry[0], SecretString: entry[1].value });
        }
        case 'PutSecretValue': {
          const versionId = String(body.ClientRequestToken);
          const stages = (body.VersionStages as string[] | undefined) ?? ['AWSCURRENT'];
          for (const v of versions.values()) v.stages = v.stages.filter((s) => !stages.includes(s));
          versions.set(versionId, { value: String(body.SecretString), stages });
          return HttpResponse.json({ ARN: id, VersionId: versionId, VersionStages: stages });
        }
        case 'DescribeSecret':
          return HttpResponse.json({
            ARN: id,
            VersionIdsToStages: Object.fromEntries([...versions].map(([k, v]) => [k, v.stages])),
          });
        case 'UpdateSecretVersionStage': {
          const stage = String(body.VersionStage);
          const from = versions.get(String(body.RemoveFromVersionId));
          const to = versions.get(String(body.MoveToVersionId));
          if (!to) return notFound();
          if (from) {
            from.stages = from.stages.filter((s) => s !== stage);
            // As Secrets Manager does: the version that loses AWSCURRENT becomes AWSPREVIOUS.
            if (stage === 'AWSCURRENT') {
              for (const v of versions.values())
                v.stages = v.stages.filter((s) => s !== 'AWSPREVIOUS');
              from.stages.push('AWSPREVIOUS');
            }
          }
          to.stages = [...to.stages.filter((s) => s !== 'AWSPENDING'), stage];
          return HttpResponse.json({ ARN: id });
        }
        default:
          return HttpResponse.json({ __type: 'InvalidRequestException' }, { status: 400 });
      }
    },
  );
}

function notFound() {
  return HttpResponse.json(
    { __type: 'ResourceNotFoundException', message: 'Secrets Manager can’t find the resource' },
    { status: 400 },
  );
}

/** CloudFront's key-value store data plane (keys with an ETag that changes on every write). */
export class FakeKeyValueStore {
  readonly values = new Map<string, string>();
  etag = 'etag-0';
  /** Authorization header of each request (the data plane takes SigV4a only). */
  readonly signatures: string[] = [];

  readonly handlers = [
    http.get(/cloudfront-kvs\.global\.api\.aws\/key-value-stores\/([^/]+)$/, ({ request }) => {
      this.signatures.push(request.headers.get('authorization') ?? '');
      return HttpResponse.json(
        {
          KvsARN: decodeURIComponent(new URL(request.url).pathname.split('/')[2]!),
          ItemCount: this.values.size,
          TotalSizeInBytes: 0,
          Created: 0,
        },
        { headers: { etag: this.etag } },
      );
    }),
    http.put(
      /cloudfront-kvs\.global\.api\.aws\/key-value-stores\/[^/]+\/keys\/([^/]+)$/,
      async ({ request }) => {
        this.signatures.push(request.headers.get('authorization') ?? '');
        if (request.headers.get('if-match') !== this.etag) {
          return HttpResponse.json(
            { Message: 'Pre-condition failed' },
            { status: 412, headers: { 'x-amzn-errortype': 'ValidationException' } },
          );
        }
        const key = decodeURIComponent(new URL(request.url).pathname.split('/').pop()!);
        const { Value } = (await request.json()) as { Value: string };
        this.values.set(key, Value);
        this.etag = `etag-${Number(this.etag.split('-')[1]) + 1}`;
        return HttpResponse.json(
          { ItemCount: this.values.size, TotalSizeInBytes: 0 },
          { headers: { etag: this.etag } },
        );
      },
    ),
  ];
}
