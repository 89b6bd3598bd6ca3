import { useEffect, useLayoutEffect, useState } from 'react';
import { Box, Modal, useMediaQuery, useTheme } from '@mui/material';
import { placeCard, type Size } from '../card-position.ts';
import type { GuidedTour as Tour } from '../hooks/use-guided-tour.ts';
import { useTourTarget } from '../hooks/use-tour-target.ts';
import { TOUR_CARD_WIDTH, TOUR_LAST_CARD_WIDTH } from '../tour-steps.ts';
import { TourCard } from './tour-card.tsx';
import { TourSpotlight } from './tour-spotlight.tsx';

const readViewport = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

function useViewport(): Size {
  const [viewport, setViewport] = useState(readViewport);
  useEffect(() => {
    const update = () => setViewport(readViewport());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return viewport;
}

/**
 * The open tour: a modal card (focus trapped inside, returned on close, Escape closes)
 * placed beside the spotlighted target. The layer lets pointer events through so the
 * highlighted controls, like the demo row, can be tried while the tour explains them.
 */
export function GuidedTour({ tour }: { tour: Tour }) {
  const theme = useTheme();
  // Below 600 px (the theme's sm breakpoint) the tour uses its mobile layout.
  const mobile = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { step, stepIndex, total, isLast } = tour;
  const box = useTourTarget(step.target, tour.open, mobile);
  // A state ref: the modal mounts its content a render after opening.
  const [card, setCard] = useState<HTMLDivElement | null>(null);
  const [cardHeight, setCardHeight] = useState(0);
  const viewport = useViewport();

  useLayoutEffect(() => {
    if (!card) return;
    const measure = () => setCardHeight(card.offsetHeight);
    measure();
    // The card's height changes with each step's text and with the screen width.
    const observer = new ResizeObserver(measure);
    observer.observe(card);
    return () => observer.disconnect();
  }, [card]);

  const position = placeCard({
    target: box,
    card: { width: 0, height: cardHeight },
    viewport,
    preferredWidth: isLast ? TOUR_LAST_CARD_WIDTH : TOUR_CARD_WIDTH,
    centred: step.placement === 'center',
    mobile,
  });

  return (
    <Modal
      open={tour.open}
      onClose={tour.close}
      hideBackdrop
      disableScrollLock
      slotProps={{ root: { style: { pointerEvents: 'none' } } }}
    >
      <Box sx={{ outline: 'none' }}>
        {/* Centred steps dim the whole screen so the card stands out. */}
        <TourSpotlight box={step.placement === 'center' ? null : box} />
        <Box
          sx={{
            position: 'fixed',
            top: position.top,
            left: position.left,
            width: position.width,
            maxHeight: `calc(100vh - ${mobile ? 16 : 32}px)`,
            overflowY: 'auto',
          }}
        >
          <TourCard
            ref={setCard}
            step={step}
            stepIndex={stepIndex}
            total={total}
            mobile={mobile}
            onSkip={tour.close}
            onPrevious={tour.previous}
            onNext={tour.next}
            onFinish={tour.finish}
          />
        </Box>
      </Box>
    </Modal>
  );
}
