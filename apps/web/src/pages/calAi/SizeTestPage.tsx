import { RATIO_KINDS, SizeTestCalculator } from '../../modules/calculators';
import type { RatioKind } from '@app/domain';
import { useLocation } from 'react-router';

/** /calAi/scale/{assets,profits,revenue,consideration,equity}: the size test with the route's ratio first. */
export const SizeTestPage = () => {
  const segment = useLocation().pathname.split('/').filter(Boolean).at(-1);
  const emphasis = (RATIO_KINDS as readonly string[]).includes(segment ?? '') ? (segment as RatioKind) : 'assets';
  return <SizeTestCalculator key={emphasis} emphasis={emphasis} />;
};
