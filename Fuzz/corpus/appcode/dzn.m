#import <UIKit/UIKit.h>
- (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)s { return [[NSAttributedString alloc] initWithString:@"No Data" attributes:nil]; }
