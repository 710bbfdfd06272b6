import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE } from '../../functions/commons/table.ts';

export interface DataProps {
  /** Production: deletion protection, and the table outlives the stack. */
  protect: boolean;
  /**
   * The table the functions use instead of the stack's own: a table restored from a backup or a
   * point in time (context `<stage>.tableName`; docs/operations.md: restore). The stack's table is
   * kept as it is.
   */
  activeTableName?: string;
}

/**
 * The single table (docs/data-model.md), keys and TTL attribute from the shared definition, with
 * point-in-time recovery (docs/operations.md: restore). In production it holds accounts and
 * subscriptions: it outlives the stack and cannot be deleted by accident; staging's goes with it.
 */
export class Data extends Construct {
  /** The table the functions, backups and alarms use: the stack's own, or a restored one. */
  readonly table: ITable;
  /** The table this stack made (kept when the functions move to a restored table). */
  readonly ownTable: Table;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    this.ownTable = new Table(this, 'Table', {
      partitionKey: { name: TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: AttributeType.STRING },
      timeToLiveAttribute: TABLE.ttlAttribute,
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: props.protect,
      removalPolicy: props.protect ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.table = props.activeTableName
      ? Table.fromTableName(this, 'Active', props.activeTableName)
      : this.ownTable;
  }
}
