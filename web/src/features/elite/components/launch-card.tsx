import { formatNumber, formatWholeMoney } from '@shared/format';
import { dealTypeLabel } from '@shared/elite/offers';
import { sessionDay } from '@shared/elite/time';
import type { UpcomingLaunch } from '@shared/api/elite';
import { ExamplePill } from './deal-card';
import { EliteIcon } from './elite-icons';
import { InterestButton } from './interest-button';
import './elite.css';
import './elite-deals.css';

/** An upcoming launch (title, type, estimated price, location, units or rooms, date, preview). */
export function LaunchCard({ launch, following }: { launch: UpcomingLaunch; following: boolean }) {
  return (
    <li className="elite-deal elite-deal--launch">
      <div className="elite-deal__top">
        <span className="elite-deal__pills">
          <span className="elite-pill elite-pill--navy">Próximo lanzamiento</span>
          {launch.example ? <ExamplePill /> : null}
        </span>
        <span className="elite-deal__days">
          <EliteIcon name="calendar" className="elite-inline-icon" />
          {sessionDay(launch.launchDate)}
        </span>
      </div>
      <h3 className="elite-deal__title">{launch.title}</h3>
      <p className="elite-deal__where">
        <EliteIcon name="pin" className="elite-inline-icon" />
        {launch.location} · {dealTypeLabel(launch.type)}
      </p>
      <dl className="elite-deal__metrics elite-deal__metrics--two">
        <div>
          <dt>Precio estimado</dt>
          <dd>{formatWholeMoney(launch.estimatedPrice)}</dd>
        </div>
        <div>
          <dt>{launch.units !== null ? 'Unidades' : 'Habitaciones'}</dt>
          <dd>{formatNumber(launch.units ?? launch.rooms ?? 0)}</dd>
        </div>
      </dl>
      <p className="elite-deal__preview">{launch.preview}</p>
      <div className="elite-deal__actions">
        <InterestButton kind="launch" id={launch.id} title={launch.title} registered={following} />
      </div>
    </li>
  );
}
