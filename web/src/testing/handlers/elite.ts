import { http, HttpResponse } from 'msw';
import {
  ELITE_MESSAGES,
  ticketInputSchema,
  type SupportChannelsResponse,
  type Ticket,
  type TicketResponse,
  type TicketsResponse,
} from '@shared/api/elite';
import { supportPriority } from '@shared/elite/support';
import { planAllows } from '@shared/plans';
import { invalid, message } from './answers';
import { currentUser } from './auth';

let tickets: Ticket[] = [];
let sequence = 0;

export function resetElite(): void {
  tickets = [];
}

/**
 * Support tickets (POST/GET /api/elite/tickets), as functions/elite/tickets.ts opens them: Elite
 * members choose the method and priority; Pro members are answered by email (other methods: 400).
 * `respondBy` is the priority's target for both tiers (Pro's next-business-day rule is not
 * reproduced: no test reads that date).
 */
export const eliteHandlers = [
  // No WhatsApp link configured: the default of every environment until ops set one.
  http.get('/api/elite/support-channels', () =>
    HttpResponse.json<SupportChannelsResponse>({ whatsappUrl: null }),
  ),
  http.get('/api/elite/tickets', () => HttpResponse.json<TicketsResponse>({ tickets })),

  http.post('/api/elite/tickets', async ({ request }) => {
    const parsed = ticketInputSchema.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    const input = parsed.data;
    const user = currentUser();
    const tier =
      user && planAllows(user.subscriptionPlan, user.subscriptionStatus, 'elite') ? 'elite' : 'pro';
    if (tier === 'pro' && input.method !== 'email')
      return message(400, ELITE_MESSAGES.proEmailOnly);
    const now = new Date();
    sequence += 1;
    const ticket: Ticket = {
      // IL-YYMMDD-XXXX, as the API names tickets.
      id: `IL-${now.toISOString().slice(2, 10).replaceAll('-', '')}-QQQ${(sequence % 8) + 2}`,
      subject: input.subject,
      category: input.category,
      description: input.description,
      priority: tier === 'pro' ? 'normal' : input.priority,
      method: input.method,
      phone: tier === 'pro' ? null : input.phone?.trim() || null,
      status: 'abierto',
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      respondBy: new Date(
        now.getTime() + supportPriority(input.priority).targetMinutes * 60_000,
      ).toISOString(),
      tier,
      replies: [],
    };
    tickets.unshift(ticket);
    return HttpResponse.json<TicketResponse>(
      {
        message: tier === 'pro' ? ELITE_MESSAGES.ticketCreatedPro : ELITE_MESSAGES.ticketCreated,
        ticket,
      },
      { status: 201 },
    );
  }),
];
