import { Deck, type View } from '@deck.gl/core';

/** The views a Deck may have (deck.gl's own type parameter bound). */
type ViewOrViews = View | View[] | null;

/**
 * deck.gl's Deck, able to draw a frame out of turn: its layers brought up to date and drawn, as
 * its animation frame would, for a page whose animation frames are held back (hidden, unfocused,
 * or a renderer too busy to schedule them) while a chart waits to be reported drawn.
 */
export class FrameDeck<ViewsT extends ViewOrViews = null> extends Deck<ViewsT> {
  /** Updates the layers and draws them now; false when there is nothing to draw with yet (no device, or it is lost). */
  drawFrameNow(reason: string): boolean {
    const device = this.device;
    if (!this.isInitialized || !this.layerManager || !device || device.isLost) return false;
    this.layerManager.updateLayers();
    this.redraw(reason);
    return true;
  }
}
