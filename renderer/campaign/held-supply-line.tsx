import { Fragment } from 'react';
import type { HeldSupplies } from '../store/campaign/campaign-log.ts';

/**
 * One investigator's supplies as the paper log lists them: „2× Proviant, Seil“; one crossed off
 * the list („aus der Liste ihrer Ausrüstung streichen“) is struck through.
 */
export function HeldSupplyLine({ supplies }: { supplies: HeldSupplies['supplies'] }) {
  return supplies.map((supply, index) => (
    <Fragment key={supply.id}>
      {index > 0 && ', '}
      {supply.count > 0 ? (
        <span data-supply={supply.id} data-count={supply.count}>
          {supply.count > 1 ? `${supply.count}× ` : ''}
          {supply.name}
        </span>
      ) : (
        <s data-supply={supply.id} data-count={0}>
          {supply.name}
        </s>
      )}
    </Fragment>
  ));
}
