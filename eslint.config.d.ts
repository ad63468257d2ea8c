/** Types of eslint.config.js for the test that probes its layer zones (tests/unit/layers.test.ts). */
export interface LayerZone {
  target: string;
  from: string | string[];
  except?: string[];
  message: string;
}
export declare const layerZones: LayerZone[];
declare const config: unknown;
export default config;
