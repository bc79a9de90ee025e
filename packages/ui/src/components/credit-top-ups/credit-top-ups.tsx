import { formatCents } from '@taskwell/domain';
import { Button } from '../button/button.tsx';
import * as styles from './credit-top-ups.css.ts';

/** A credit package on sale (spec §3 "Credit package") with its price. */
export interface CreditTopUpOffer {
  /** The payment provider's product id the checkout is started with. */
  productId: string;
  /** The credits it adds (spec §9: 5, 10, 25, 100, 500). */
  credits: number;
  /** Its price in US cents. */
  priceCents: number;
}

/** Props of {@link CreditTopUps}. */
export interface CreditTopUpsProps {
  /** The packages, smallest first. */
  offers: readonly CreditTopUpOffer[];
  /** Called with the package the user chose. */
  onBuy: (offer: CreditTopUpOffer) => void;
  /** The package whose checkout is being prepared; every button waits meanwhile. */
  pendingProductId?: string | undefined;
}

/** The credit top-up buttons of the billing page (spec §2; they work, seed defect fixed). */
export function CreditTopUps({ offers, onBuy, pendingProductId }: CreditTopUpsProps) {
  return (
    <ul className={styles.list} aria-label="Credit packages">
      {offers.map((offer) => (
        <li key={offer.productId}>
          <Button
            variant="outline"
            className={styles.button}
            loading={pendingProductId === offer.productId}
            disabled={pendingProductId !== undefined && pendingProductId !== offer.productId}
            onClick={() => onBuy(offer)}
          >
            {`Buy ${offer.credits} credits`}
            <span className={styles.price}>{`$${formatCents(offer.priceCents)}`}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
