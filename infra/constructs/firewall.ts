import { Stack } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

export interface FirewallProps {
  /** Requests per IP per 5 minutes before WAF answers 429. */
  ratePerIpPer5Min?: number;
}

/**
 * The web ACL on the CloudFront distribution (HTTP APIs take no WAF). It must live in us-east-1.
 * A per-IP rate rule first, then AWS's managed common and known-bad-inputs rules.
 */
export class Firewall extends Construct {
  readonly webAcl: CfnWebACL;
  /** The web ACL's CloudWatch metric name (a dimension of its metrics): one per stage. */
  readonly metricName: string;

  constructor(scope: Construct, id: string, props: FirewallProps = {}) {
    super(scope, id);
    this.metricName = Stack.of(this).stackName;
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(this.metricName),
      rules: [
        {
          name: 'RatePerIp',
          priority: 0,
          action: { block: { customResponse: { responseCode: 429 } } },
          statement: {
            rateBasedStatement: {
              limit: props.ratePerIpPer5Min ?? 2000,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
            },
          },
          visibilityConfig: visibility('RatePerIp'),
        },
        managedRuleGroup('AWSManagedRulesCommonRuleSet', 1, [
          // Its 8 KB body limit would block large forms; handlers cap bodies at 64 KB themselves.
          'SizeRestrictions_BODY',
        ]),
        managedRuleGroup('AWSManagedRulesKnownBadInputsRuleSet', 2),
      ],
    });
  }
}

/**
 * The path the managed rule groups never inspect: Stripe's webhook carries customer-typed text
 * (names, addresses, descriptions) that XSS and file-inclusion body rules can mistake for an
 * attack, and a blocked delivery is a lost payment event. Its signature check protects it.
 */
const UNINSPECTED_PATH = '/api/stripe/webhook';

function managedRuleGroup(
  name: string,
  priority: number,
  countOnly: string[] = [],
): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ruleActionOverrides: countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } })),
        scopeDownStatement: {
          notStatement: {
            statement: {
              byteMatchStatement: {
                fieldToMatch: { uriPath: {} },
                positionalConstraint: 'EXACTLY',
                searchString: UNINSPECTED_PATH,
                textTransformations: [{ priority: 0, type: 'NONE' }],
              },
            },
          },
        },
      },
    },
    visibilityConfig: visibility(name),
  };
}

function visibility(metricName: string): CfnWebACL.VisibilityConfigProperty {
  return { cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true };
}
