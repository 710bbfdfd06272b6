/**
 * The single DynamoDB table (docs/data-model.md). One constant for the CDK stack and the local runtime.
 * Keys pk/sk; `ttl` holds epoch seconds for whatever expires (also filtered on read).
 */
export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'ttl',
  /** Name used by the local runtime and tests; in AWS the stack lets CloudFormation name it. */
  localName: 'inversor-listo',
} as const;

/** CreateTable input for DynamoDB Local (on-demand, as in AWS). */
export function createTableInput(tableName: string) {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: [
      { AttributeName: TABLE.partitionKey, AttributeType: 'S' as const },
      { AttributeName: TABLE.sortKey, AttributeType: 'S' as const },
    ],
    KeySchema: [
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' as const },
    ],
  };
}
