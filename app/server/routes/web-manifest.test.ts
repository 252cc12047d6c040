import { describe, expect, it } from 'vitest';
import { pageAssets, type WebManifest } from './web-manifest.js';

const MANIFEST: WebManifest = {
  script: '/static/assets/main-A.js',
  css: '/static/assets/main-A.css',
  preload: ['/static/assets/chunks/react-B.js', '/static/assets/chunks/mui-C.js'],
  early: '/static/assets/early-requests-D.js',
  screens: {
    'app/web/features/dashboard/DashboardPage.tsx': ['/static/assets/chunks/DashboardPage-E.js', '/static/assets/chunks/mui-C.js', '/static/assets/chunks/dnd-F.js'],
    'app/web/features/sqllab/SqlLabPage.tsx': ['/static/assets/chunks/SqlLabPage-G.js'],
  },
};

describe('pageAssets', () => {
  it('preloads the app with its chunks and the chunks of the screen a dashboard URL shows, once each, and runs the early script', () => {
    expect(pageAssets(MANIFEST, '/superset/dashboard/:idOrSlug/')).toEqual({
      script: '/static/assets/main-A.js',
      preload: [
        '/static/assets/main-A.js',
        '/static/assets/chunks/react-B.js',
        '/static/assets/chunks/mui-C.js',
        '/static/assets/chunks/DashboardPage-E.js',
        '/static/assets/chunks/dnd-F.js',
      ],
      earlyScript: '/static/assets/early-requests-D.js',
    });
  });

  it('runs the early script only where it sends requests: not on a dashboard permalink nor other screens', () => {
    const permalink = pageAssets(MANIFEST, '/superset/dashboard/p/:key/');
    expect(permalink.earlyScript).toBeNull();
    expect(permalink.preload).toContain('/static/assets/chunks/DashboardPage-E.js');
    for (const route of ['/sqllab/', '/sqllab/p/:key', '/sqllab/history/']) {
      expect(pageAssets(MANIFEST, route)).toEqual({
        script: '/static/assets/main-A.js',
        preload: ['/static/assets/main-A.js', '/static/assets/chunks/react-B.js', '/static/assets/chunks/mui-C.js', '/static/assets/chunks/SqlLabPage-G.js'],
        earlyScript: null,
      });
    }
  });

  it('preloads only the app on a route without a known screen, and copes with a manifest of an older build', () => {
    expect(pageAssets(MANIFEST, '/').preload).toEqual(['/static/assets/main-A.js', '/static/assets/chunks/react-B.js', '/static/assets/chunks/mui-C.js']);
    expect(pageAssets({ script: '/static/assets/main-A.js', css: null }, '/superset/dashboard/:idOrSlug/')).toEqual({
      script: '/static/assets/main-A.js',
      preload: ['/static/assets/main-A.js'],
      earlyScript: null,
    });
  });
});
