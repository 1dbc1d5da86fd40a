import { CephaloLogo } from './cephalo-logo';
import { ScreenLoading } from './screen-loading';

/**
 * The signed-in frame's stand-in while its code loads: the header with the logo, in the place
 * the real header takes a moment later, and the calm spinner below (global.css, .frame-loading).
 */
export function FrameLoading() {
  return (
    <>
      <header className="frame-loading-header">
        <CephaloLogo height={32} />
      </header>
      <div className="frame-loading-main">
        <ScreenLoading />
      </div>
    </>
  );
}
