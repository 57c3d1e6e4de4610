import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as register } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only what the analytics plots draw: this module (and ECharts with it) is in the /analytics page's chunk.
register([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

export { init };
